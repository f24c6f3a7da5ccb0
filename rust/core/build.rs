//! Lists the game data files (`games/*.ron`) for the registry, so a new game is
//! a new file there, not an edit of the registry: writes
//! `$OUT_DIR/game_files.rs`, a slice of (file name, text) in name order.

use std::path::Path;
use std::{env, fs};

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("games");
    // A file added or removed changes the folder; `include_str!` follows each
    // file's text.
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("the games folder")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let is_ron = path.extension().is_some_and(|e| e == "ron");
            is_ron.then(|| path.file_stem()?.to_str().map(str::to_string))?
        })
        .collect();
    names.sort();
    let mut out = String::from("&[\n");
    for name in &names {
        let path = dir.join(format!("{name}.ron"));
        out += &format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        );
    }
    out += "]\n";
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out_dir).join("game_files.rs"), out).expect("writing game_files.rs");
}
