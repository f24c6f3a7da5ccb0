//! `raja soak`: a short run checks every ply of a few games and reports a table
//! or JSON; a clean run exits 0, bad options exit 2.

mod common;

fn soak(args: &[&str]) -> std::process::Output {
    common::raja(&[&["soak"], args].concat())
}

#[test]
fn a_short_soak_reports_its_plies_per_game_and_no_failure() {
    let output = soak(&[
        "chess",
        "chaturaji-dice",
        "--plies",
        "150",
        "--seed",
        "3",
        "--json",
    ]);
    let (ok, stdout, stderr) = common::texts(&output);
    assert!(ok, "{stderr}");
    let report: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one JSON object");
    assert_eq!(report["failures"], 0);
    assert_eq!(report["plies"], 300);
    let games = report["games"].as_array().expect("a row per game");
    let ids: Vec<&str> = games.iter().filter_map(|g| g["game"].as_str()).collect();
    assert_eq!(ids, ["chess", "chaturaji-dice"]);
    for game in games {
        assert_eq!(game["plies"], 150, "{game}");
        assert!(game["games"].as_u64().unwrap_or(0) >= 1, "{game}");
    }
}

#[test]
fn the_table_is_markdown_with_a_row_per_game() {
    let output = soak(&["minishogi", "--plies", "40", "--movers", "bot1"]);
    let (ok, stdout, stderr) = common::texts(&output);
    assert!(ok, "{stderr}");
    let header = stdout.lines().next().unwrap_or("");
    assert!(
        header.starts_with("| game") && header.contains("failures"),
        "{stdout}"
    );
    let row = stdout
        .lines()
        .find(|l| l.starts_with("| minishogi"))
        .expect("its row");
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    // game, games, plies, random plies, level 1 plies, failures
    assert_eq!(&cells[3..7], ["40", "0", "40", "0"], "{row}");
}

#[test]
fn a_replay_plays_one_game_of_a_seed() {
    let output = soak(&[
        "xiangqi", "--movers", "random", "--replay", "77", "--plies", "30",
    ]);
    let (ok, stdout, stderr) = common::texts(&output);
    assert!(ok, "{stderr}");
    assert_eq!(
        stdout.trim(),
        "xiangqi seed 77 (random): 30 plies, no failure"
    );
}

#[test]
fn bad_options_exit_2_with_one_line() {
    for args in [
        &["no-such-game"][..],
        &["chess", "--movers", "bot9"],
        &["chess", "--replay", "1"],
        &["chess", "shogi", "--movers", "random", "--replay", "1"],
        &["--seconds", "0"],
    ] {
        let output = soak(args);
        let (_, _, stderr) = common::texts(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.trim().lines().count(), 1, "{args:?}: {stderr}");
    }
}
