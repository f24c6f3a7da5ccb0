//! Running the `raja` binary for the command-line tests.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `raja` with these arguments and nothing on stdin.
pub fn raja(args: &[&str]) -> Output {
    raja_with_input(args, "")
}

/// `raja` with these arguments and `input` on stdin.
pub fn raja_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_raja"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("raja runs");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("raja reads its input");
    child.wait_with_output().expect("raja ends")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

/// Whether `raja` succeeded, and its stdout and stderr.
pub fn texts(output: &Output) -> (bool, String, String) {
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (
        output.status.success(),
        text(&output.stdout),
        text(&output.stderr),
    )
}

/// Bad input: exit code 2 and exactly one line on stderr, starting `error: `.
pub fn assert_one_line_error(args: &[&str], expected: &str) {
    let output = raja(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert!(stderr.contains(expected), "{stderr} lacks {expected}");
}
