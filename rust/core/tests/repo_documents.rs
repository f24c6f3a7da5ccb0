//! The repository carries every document it cites (docs/design.md, docs/rules/README.md).
//!
//! - A path under `docs/` named in any tracked file exists, and so does every
//!   Markdown file a tracked file names (`notation.md`, `README.md`) and every
//!   relative link of a Markdown page.
//! - No tracked file points outside the repository at the project's first notes
//!   (the rules decisions, the design note, the numbered seed files beside the
//!   repository) but the pages that tell where the documents came from. This file
//!   spells those names in pieces, so that a search for them finds only those pages.
//! - The rule texts of `docs/spec/` are what the app shows: the in-app rules pages
//!   are their wording, and the catalogue's Slovak lines are their catalogue lines.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The pages that tell where the documents came from: they may name what is gone.
const PROVENANCE: &[&str] = &[
    "docs/design.md",
    "docs/rules/README.md",
    "docs/spec/README.md",
];
/// The project's first notes, kept outside the repository.
const OUTSIDE: &[&str] = &[concat!("RULES", ".md"), concat!("DESIGN", ".md")];
/// The folder beside the repository that held them.
const SHARED: &str = concat!("shared", "/");
/// How code cited a rule text by its number.
const SEED_NUMBER: &str = concat!("seed ", "00");
/// This file, whose fixtures cite missing documents on purpose.
const THIS_FILE: &str = "rust/core/tests/repo_documents.rs";
/// Folders the walk skips when there is no git to list the tracked files.
const UNTRACKED: &[&str] = &[
    ".git",
    "target",
    ".godot",
    "export",
    "bin",
    "corpus",
    "artifacts",
];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The tracked files, relative to the root: `git ls-files`, or outside a git
/// checkout (a source archive) every file but build output and caches.
fn tracked_files(root: &Path) -> Vec<String> {
    let listed = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["ls-files", "-z"])
        .output();
    match listed {
        Ok(out) if out.status.success() => String::from_utf8(out.stdout)
            .expect("git lists paths in UTF-8")
            .split('\0')
            .filter(|path| !path.is_empty() && root.join(path).is_file())
            .map(str::to_string)
            .collect(),
        _ => {
            let mut files = Vec::new();
            walk(root, root, &mut files);
            files
        }
    }
}

fn walk(root: &Path, dir: &Path, files: &mut Vec<String>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !UNTRACKED.contains(&name.as_str()) && name != "__pycache__" {
                walk(root, &path, files);
            }
        } else if let Ok(relative) = path.strip_prefix(root) {
            files.push(relative.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The text files among `files`, with their text (pictures and binaries left out).
fn texts(root: &Path, files: &[String]) -> Vec<(String, String)> {
    files
        .iter()
        .filter_map(|file| {
            let bytes = fs::read(root.join(file)).ok()?;
            let text = String::from_utf8(bytes).ok()?;
            Some((file.clone(), text))
        })
        .collect()
}

fn is_path_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '-')
}

/// Every run of path characters in `text`, with the characters just before and
/// after it, trailing full stops dropped (the end of a sentence).
fn path_tokens(text: &str) -> Vec<(char, &str, char)> {
    let mut tokens = Vec::new();
    let mut start = None;
    let mut before = ' ';
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (start, i < text.len() && is_path_char(c)) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                let token = text[s..i].trim_end_matches('.');
                let after = text[s + token.len()..].chars().next().unwrap_or(' ');
                tokens.push((before, token, after));
                start = None;
            }
            _ => {}
        }
        if start.is_none() {
            before = c;
        }
    }
    tokens
}

/// The targets of the Markdown links `[text](target)` of `text`.
fn link_targets(text: &str) -> Vec<&str> {
    text.match_indices("](")
        .filter_map(|(i, _)| {
            let rest = &text[i + 2..];
            rest.find(')').map(|end| rest[..end].trim())
        })
        .collect()
}

/// Why `file`'s citations of documents do not resolve, one line each.
fn broken_citations(root: &Path, file: &str, text: &str, names: &BTreeSet<&str>) -> Vec<String> {
    let provenance = PROVENANCE.contains(&file);
    let dir = Path::new(file).parent().unwrap_or(Path::new(""));
    let exists = |path: &str| root.join(path).exists();
    let mut broken = Vec::new();
    for (before, token, after) in path_tokens(text) {
        // A URL (`https://…`, `res://…`) or a pattern (`docs/rules/<game>.md`)
        // names no file of ours.
        if before == ':' || matches!(after, '<' | '*' | '{' | '%' | '$') {
            continue;
        }
        let token = token.trim_start_matches("./");
        let outside = OUTSIDE.iter().any(|name| token.ends_with(name))
            || token.starts_with(SHARED)
            || token.contains(&format!("/{SHARED}"))
            || token.ends_with(&format!("../{}", &SHARED[..SHARED.len() - 1]));
        if outside {
            if !provenance {
                broken.push(format!(
                    "{file}: cites {token}, which is not in the repository"
                ));
            }
            continue;
        }
        if token.starts_with("docs/") {
            if !exists(token) {
                broken.push(format!("{file}: cites {token}, which does not exist"));
            }
        } else if token.ends_with(".md") && token.len() > 3 {
            let resolves = exists(token)
                || root.join(dir).join(token).exists()
                || (!token.contains('/') && names.contains(token));
            if !resolves {
                broken.push(format!("{file}: cites {token}, which does not exist"));
            }
        }
    }
    if file.ends_with(".md") {
        for target in link_targets(text) {
            let target = target.split('#').next().unwrap_or("");
            if target.is_empty() || target.contains(':') {
                continue;
            }
            if !root.join(dir).join(target).exists() {
                broken.push(format!("{file}: links to {target}, which does not exist"));
            }
        }
    }
    if !provenance {
        let lower = text.to_lowercase();
        for (i, _) in lower.match_indices(SEED_NUMBER) {
            if lower[i + SEED_NUMBER.len()..].starts_with(|c: char| c.is_ascii_digit()) {
                broken.push(format!(
                    "{file}: cites \"{}\"; the rule texts are docs/spec/",
                    &text[i..i + 8]
                ));
            }
        }
    }
    broken
}

fn all_broken_citations(root: &Path, files: &[(String, String)]) -> Vec<String> {
    let names: BTreeSet<&str> = files
        .iter()
        .filter_map(|(file, _)| file.rsplit('/').next())
        .collect();
    files
        .iter()
        .filter(|(file, _)| file != THIS_FILE)
        .flat_map(|(file, text)| broken_citations(root, file, text, &names))
        .collect()
}

#[test]
fn every_cited_document_is_in_the_repository() {
    let root = repo_root();
    let files = texts(&root, &tracked_files(&root));
    assert!(
        files.iter().any(|(file, _)| file == "Cargo.toml"),
        "the listing found the repository's files"
    );
    let broken = all_broken_citations(&root, &files);
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn a_citation_of_a_missing_or_outside_document_is_caught() {
    let root = repo_root();
    let cases = [
        ("rust/core/src/x.rs", "//! As docs/rules/nowhere.md says."),
        (
            "rust/core/src/x.rs",
            concat!("//! See RULES", ".md \"Perft\"."),
        ),
        (
            "rust/core/src/x.rs",
            concat!("// the seeds (../sha", "red/seeds)"),
        ),
        (
            "rust/core/src/x.rs",
            concat!("// the seeds (../sha", "red)"),
        ),
        (
            "godot_project/x.gd",
            concat!("## (Seed ", "003: the thrones)"),
        ),
        (
            "docs/rules/x.md",
            "As [the page](../spec/missing.txt) says.",
        ),
        ("docs/rules/x.md", "Sources: `nonesuch.md`."),
        ("docs/x.md", concat!("Dice: DESIGN", ".md.")),
    ];
    let names = BTreeSet::from(["chess.md", "README.md"]);
    for (file, text) in cases {
        let broken = broken_citations(&root, file, text, &names);
        assert_eq!(broken.len(), 1, "{file}: {text:?} gave {broken:?}");
    }
    let fine = [
        (
            "rust/core/src/x.rs",
            "//! docs/rules/chess.md and docs/spec/ and docs/rules/<game>.md.",
        ),
        (
            "docs/rules/x.md",
            "As `chess.md` and [the index](README.md) say; https://a.b/c.md.",
        ),
        (
            "docs/rules/README.md",
            concat!("Provenance: RULES", ".md and seed ", "000."),
        ),
        (
            "rust/core/src/x.rs",
            "// --seed 0 and seed 12 are seeds of the dice.",
        ),
    ];
    for (file, text) in fine {
        let broken = broken_citations(&root, file, text, &names);
        assert!(broken.is_empty(), "{file}: {text:?} gave {broken:?}");
    }
}

/// A rule text of `docs/spec/` and its in-app page.
struct Spec {
    text: &'static str,
    page: &'static str,
}

const SPECS: &[Spec] = &[
    Spec {
        text: "docs/spec/chaturaji.sk.txt",
        page: "godot_project/rules/chaturaji.sk.txt",
    },
    Spec {
        text: "docs/spec/fourplayer.sk.txt",
        page: "godot_project/rules/fourplayer.sk.txt",
    },
    Spec {
        text: "docs/spec/chaturanga4.cs.txt",
        page: "godot_project/rules/chaturanga4.cs.txt",
    },
    Spec {
        text: "docs/spec/seasons.sk.txt",
        page: "godot_project/rules/seasons.sk.txt",
    },
];
/// The heading of a Slovak text's catalogue: the other games, a line each.
const CATALOGUE_HEADING: &str = "\nĎalšie hry\n";

fn read(path: &str) -> String {
    fs::read_to_string(repo_root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A text's rules and its catalogue (empty where it has none).
fn split_catalogue(text: &str) -> (&str, &str) {
    match text.find(CATALOGUE_HEADING) {
        Some(i) => (&text[..i], &text[i + CATALOGUE_HEADING.len()..]),
        None => (text, ""),
    }
}

#[test]
fn the_in_app_rules_pages_are_the_wording_of_the_rule_texts() {
    for spec in SPECS {
        let text = read(spec.text);
        let (rules, _) = split_catalogue(&text);
        let page = read(spec.page);
        assert_eq!(
            page.trim_end(),
            rules.trim_end(),
            "{} is {} without its catalogue",
            spec.page,
            spec.text
        );
    }
}

/// The fields of one line of an RFC 4180 CSV file whose fields are all quoted.
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(std::mem::take(&mut field)),
            _ => field.push(c),
        }
    }
    fields.push(field);
    fields
}

#[test]
fn the_catalogues_slovak_lines_are_the_rule_texts_catalogue_lines() {
    let csv = read("godot_project/rules/catalogue.csv");
    let mut lines = csv.lines();
    let header = csv_fields(lines.next().expect("a header"));
    let column = |name: &str| header.iter().position(|h| h == name).expect(name);
    let (id, name_sk, line_sk) = (column("id"), column("name_sk"), column("line_sk"));
    let rows: Vec<Vec<String>> = lines.map(csv_fields).collect();
    let mut listed = BTreeSet::new();
    for spec in SPECS {
        let text = read(spec.text);
        let (_, catalogue) = split_catalogue(&text);
        for entry in catalogue.lines().filter_map(|l| l.strip_prefix("• ")) {
            let (name, line) = entry.split_once(" · ").expect("• <name> · <line>");
            let row = rows
                .iter()
                .find(|row| row[name_sk] == name)
                .unwrap_or_else(|| panic!("{}: {name} is not in the catalogue", spec.text));
            assert_eq!(row[line_sk], line, "{}: the line of {name}", spec.text);
            listed.insert(row[id].clone());
        }
    }
    // Every game but four-player Čaturanga, whose line is written after its text,
    // has its line in some rule text.
    let unlisted: Vec<&String> = rows
        .iter()
        .map(|row| &row[id])
        .filter(|game| !listed.contains(*game) && *game != "chaturanga4")
        .collect();
    assert!(unlisted.is_empty(), "no rule text lists {unlisted:?}");
}
