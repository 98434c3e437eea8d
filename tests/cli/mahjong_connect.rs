//! `parlour mahjong connect` against a real room server on loopback: one client makes the room
//! and prints its code first, three join by it, and all four print the same final scores.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

fn parlour() -> Command {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
}

#[test]
fn four_headless_clients_play_one_room_and_agree_on_the_scores() {
    let (runtime, running) = crate::in_process_server::start(&["--no-sync"]);
    let server = running.addr().to_string();

    let mut maker = parlour()
        .args(["mahjong", "connect", &server, "--new-room", "--rounds", "1"])
        .args(["--bot", "easy", "--name", "Maker", "--timeout", "120"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut maker_out = BufReader::new(maker.stdout.take().unwrap());
    let mut first = String::new();
    maker_out.read_line(&mut first).unwrap();
    let code = first
        .trim()
        .strip_prefix("room ")
        .unwrap_or_else(|| panic!("first line names the room: {first:?}"))
        .to_owned();
    let guests: Vec<_> = (1..4)
        .map(|i| {
            parlour()
                .args(["mahjong", "connect", &server, "--room", &code])
                .args(["--bot", "medium", "--name", &format!("Guest {i}")])
                .stdout(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();

    let mut results = Vec::new();
    let mut rest = String::new();
    maker_out.read_to_string(&mut rest).unwrap();
    assert!(maker.wait().unwrap().success());
    results.push(rest);
    for guest in guests {
        let output = guest.wait_with_output().unwrap();
        assert!(output.status.success());
        results.push(String::from_utf8(output.stdout).unwrap());
    }
    let parsed: Vec<serde_json::Value> = results
        .iter()
        .map(|text| serde_json::from_str(text.trim()).unwrap())
        .collect();
    let mut seats: Vec<u64> = parsed.iter().map(|v| v["seat"].as_u64().unwrap()).collect();
    seats.sort_unstable();
    assert_eq!(seats, [0, 1, 2, 3]);
    for result in &parsed {
        assert_eq!(result["room"], code.as_str());
        assert_eq!(result["scores"], parsed[0]["scores"], "one list of scores");
        assert_eq!(result["scores"].as_array().unwrap().len(), 4);
    }
    runtime.block_on(running.stop("done"));
}

#[test]
fn a_wrong_code_and_an_unreachable_server_fail_with_a_message() {
    let output = parlour()
        .args(["mahjong", "connect", "127.0.0.1:1", "--room", "ABCD-EFGH"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("could not reach 127.0.0.1:1"), "{said}");
}
