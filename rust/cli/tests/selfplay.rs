//! `raja selfplay`: a short deterministic tournament ends with a JSON report.

mod common;

fn selfplay(args: &[&str]) -> (bool, String, String) {
    common::texts(&common::raja(&[&["selfplay"], args].concat()))
}

#[test]
fn reports_every_seat_as_json_on_the_last_line() {
    let args = [
        "chaturaji",
        "--games",
        "2",
        "--seed",
        "9",
        "--bots",
        "2,random,1,random",
        "--nodes",
        "1500",
    ];
    let (ok, stdout, stderr) = selfplay(&args);
    assert!(ok, "{stderr}");
    assert!(stderr.contains("2/2 games"), "progress bar: {stderr}");
    let last = stdout.lines().last().expect("output");
    for key in [
        "\"games\":2",
        "\"bots\":[\"L2\",\"random\",\"L1\",\"random\"]",
        "\"score_ci95\"",
    ] {
        assert!(last.contains(key), "{key} missing in {last}");
    }
    assert!(stdout.contains("seat"), "table header");
    // Same seed, same node limits: the same games (timings aside).
    let (_, again, _) = selfplay(&args);
    let results = |stdout: &str| -> Vec<String> {
        let report: serde_json::Value =
            serde_json::from_str(stdout.lines().last().unwrap_or("")).expect("JSON");
        let seats = report["seats"].as_array().cloned().unwrap_or_default();
        seats
            .iter()
            .map(|s| format!("{} {} {}", s["places"], s["mean_points"], s["bot_moves"]))
            .collect()
    };
    assert_eq!(results(&stdout), results(&again));
}

#[test]
fn bad_line_up_is_an_error() {
    let (ok, _, stderr) = selfplay(&["chaturaji", "--bots", "7,1,1,1"]);
    assert!(!ok);
    assert!(stderr.starts_with("error: bot \"7\""), "{stderr}");
}

#[test]
fn exposure_entries_are_named_and_checked() {
    let args = [
        "chaturaji-dice",
        "--games",
        "1",
        "--seed",
        "3",
        "--bots",
        "1/exposure=0,1/exposure=100,random,random",
        "--nodes",
        "2000",
    ];
    let (ok, stdout, stderr) = selfplay(&args);
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("\"bots\":[\"L1/exposure=0\",\"L1/exposure=100\",\"random\",\"random\"]"),
        "{stdout}"
    );
    let (ok, _, stderr) = selfplay(&["chaturaji-dice", "--bots", "5,3/exposure=x,3,3"]);
    assert!(!ok);
    assert!(
        stderr.starts_with("error: bot \"3/exposure=x\""),
        "{stderr}"
    );
}

#[test]
fn leader_entries_are_named_and_checked() {
    let args = [
        "threeplayer",
        "--games",
        "1",
        "--seed",
        "3",
        "--bots",
        "1/leader=0,1/leader=100,random",
        "--nodes",
        "2000",
    ];
    let (ok, stdout, stderr) = selfplay(&args);
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("\"bots\":[\"L1/leader=0\",\"L1/leader=100\",\"random\"]"),
        "{stdout}"
    );
    let (ok, _, stderr) = selfplay(&["threeplayer", "--bots", "5/leader=101,3,3"]);
    assert!(!ok);
    assert!(
        stderr.starts_with("error: bot \"5/leader=101\""),
        "{stderr}"
    );
}

/// The bots' moves of one game of `chaturaji` (no dice, no passes) and its plies.
fn bot_moves_and_plies(opening: &str) -> (u64, f64) {
    let args = [
        "chaturaji",
        "--games",
        "1",
        "--seed",
        "5",
        "--bots",
        "1",
        "--nodes",
        "1000",
        "--opening",
        opening,
    ];
    let (ok, stdout, stderr) = selfplay(&args);
    assert!(ok, "{stderr}");
    let report: serde_json::Value =
        serde_json::from_str(stdout.lines().last().unwrap_or("")).expect("JSON");
    let seats = report["seats"].as_array().cloned().unwrap_or_default();
    let moves = seats.iter().filter_map(|s| s["bot_moves"].as_u64()).sum();
    (moves, report["mean_plies"].as_f64().expect("mean_plies"))
}

#[test]
fn the_opening_plies_are_the_ones_no_bot_chose() {
    for opening in [0, 4, 9] {
        let (moves, plies) = bot_moves_and_plies(&opening.to_string());
        assert_eq!(
            moves as f64 + f64::from(opening),
            plies,
            "--opening {opening}"
        );
    }
    let (ok, _, stderr) = selfplay(&["chaturaji", "--opening", "41"]);
    assert!(!ok);
    assert!(stderr.starts_with("error: --opening 41"), "{stderr}");
    let (ok, _, stderr) = selfplay(&["chaturaji", "--opening", "-1"]);
    assert!(!ok);
    assert!(stderr.contains("not a number"), "{stderr}");
}
