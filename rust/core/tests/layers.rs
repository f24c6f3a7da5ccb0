//! The core's folders read bottom-up (docs/design.md, "Core folders"): a module
//! of `rust/core/src` imports from its own folder, from the folders below it and
//! from `error`, never from a folder above it. Test code (`#[cfg(test)]`) and
//! comments are not read: a test may build a whole game.

use std::fs;
use std::path::{Path, PathBuf};

/// The folders, lowest first.
const LAYERS: &[&str] = &[
    "board", "compile", "state", "movegen", "notation", "rules", "game", "record",
];
/// The module every folder may use.
const GROUND: &str = "error";
/// The top-level modules that `text` names as `crate::<module>`, outside comments
/// and before its tests.
fn crate_imports(text: &str) -> Vec<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    let mut names = Vec::new();
    for line in code.lines() {
        let mut rest = line.split("//").next().unwrap_or("");
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            let group = rest
                .strip_prefix('{')
                .map(|inner| inner.split('}').next().unwrap_or(""));
            match group {
                Some(inner) => names.extend(inner.split(',').filter_map(first_name)),
                None => names.extend(first_name(rest)),
            }
        }
    }
    names
}

/// The identifier `text` starts with, if any.
fn first_name(text: &str) -> Option<String> {
    let name: String = text
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// Every import of `src` that breaks the order: `file: imports folder (why)`.
fn violations(src: &Path) -> Vec<String> {
    let rank = |folder: &str| LAYERS.iter().position(|&l| l == folder);
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let relative = path
            .strip_prefix(src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let Some((folder, _)) = relative.split_once('/') else {
            continue; // lib.rs and error.rs sit beside the folders.
        };
        let Some(own) = rank(folder) else {
            found.push(format!("{relative}: its folder is in no layer"));
            continue;
        };
        let text = fs::read_to_string(&path).unwrap();
        for name in crate_imports(&text) {
            if name == GROUND {
                continue;
            }
            match rank(&name) {
                Some(other) if other > own => {
                    found.push(format!("{relative}: imports the higher folder {name}"))
                }
                Some(_) => {}
                None => found.push(format!(
                    "{relative}: crate::{name} is no folder (a flat path kept for users)"
                )),
            }
        }
    }
    found.dedup();
    found
}

#[test]
fn no_folder_imports_a_higher_one() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = violations(&src);
    assert!(
        found.is_empty(),
        "imports against the layers:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_folder_is_a_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut folders: Vec<String> = fs::read_dir(&src)
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut layers: Vec<&str> = LAYERS.to_vec();
    layers.sort();
    assert_eq!(folders, layers);
}

#[test]
fn imports_are_read_from_code_only() {
    let text = "//! See crate::record for the files.\n\
                use crate::board::geometry::Square;\n\
                use crate::{error::Error, state::position::Position};\n\
                fn f() -> u8 { crate::movegen::ALL_KINDS as u8 } // crate::game\n\
                #[cfg(test)]\n\
                mod tests { use crate::game::Game; }\n";
    assert_eq!(crate_imports(text), ["board", "error", "state", "movegen"]);
}
