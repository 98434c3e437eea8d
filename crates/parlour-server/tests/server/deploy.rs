//! The deployment files agree with the code: every option is in docs/server.md's table, the
//! Docker image builds the browser build with the wasm-bindgen of Cargo.lock, the systemd unit
//! may bind port 443, and the Debian package carries the browser build where the docs say.

use clap::CommandFactory;
use parlour_server::Options;

const DOCS: &str = include_str!("../../../../docs/server.md");
const DOCKERFILE: &str = include_str!("../../../../Dockerfile.server");
const UNIT: &str = include_str!("../../../../deploy/parlour-server.service");
const LOCK: &str = include_str!("../../../../Cargo.lock");
const MANIFEST: &str = include_str!("../../Cargo.toml");

#[test]
fn every_option_is_in_the_options_table() {
    let table: Vec<&str> = DOCS
        .lines()
        .skip_while(|l| !l.starts_with("### Options"))
        .take_while(|l| !l.starts_with("## "))
        .filter(|l| l.starts_with("| `--"))
        .collect();
    let command = Options::command();
    let mut checked = 0;
    for arg in command.get_arguments() {
        let Some(long) = arg.get_long() else { continue };
        if ["help", "version"].contains(&long) {
            continue;
        }
        let flag = format!("`--{long}");
        assert!(
            table.iter().any(|row| row.contains(&flag)),
            "--{long} is missing from docs/server.md's options table"
        );
        checked += 1;
    }
    // A floor, so a filter that matched nothing cannot pass: the 23 options of issue 36.
    assert!(checked >= 23, "{checked} options");
}

#[test]
fn the_image_builds_the_browser_build_with_the_locked_wasm_bindgen() {
    let locked = LOCK
        .split("[[package]]")
        .find(|p| p.contains("name = \"wasm-bindgen\"\n"))
        .and_then(|p| p.lines().find_map(|l| l.strip_prefix("version = ")))
        .map(|v| v.trim_matches('"'))
        .expect("wasm-bindgen in Cargo.lock");
    let install = format!("wasm-bindgen-cli --version {locked}");
    assert!(
        DOCKERFILE.contains(&install),
        "Dockerfile.server: {install}"
    );
    assert!(DOCKERFILE.contains("trunk build --release"));
    assert!(DOCKERFILE.contains("COPY --from=web /src/dist /usr/share/parlour-server/web"));
    assert!(DOCKERFILE.contains("\"--web-root\", \"/usr/share/parlour-server/web\""));
}

#[test]
fn the_unit_may_bind_port_443_and_the_package_carries_the_browser_build() {
    assert!(UNIT.contains("\nAmbientCapabilities=CAP_NET_BIND_SERVICE\n"));
    assert!(UNIT.contains("\nCapabilityBoundingSet=CAP_NET_BIND_SERVICE\n"));
    assert!(MANIFEST.contains("\"../../dist\" = \"usr/share/parlour-server/web\""));
    assert!(MANIFEST.contains("trunk build --release"));
    assert!(DOCS.contains("--web-root /usr/share/parlour-server/web"));
}

#[test]
fn the_unit_and_the_image_give_sync_a_state_folder() {
    assert!(UNIT.contains("\nStateDirectory=parlour-server\n"));
    assert!(DOCKERFILE.contains("\nVOLUME /var/lib/parlour-server\n"));
    assert!(DOCKERFILE.contains("\nENV STATE_DIRECTORY=/var/lib/parlour-server\n"));
    assert!(DOCS.contains("StateDirectory="));
    assert!(DOCS.contains("How long") || DOCS.contains("for how long"));
}
