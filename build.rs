//! Windows: puts Parlour's icon and version into the executable, so Explorer, the task bar
//! and the installer show them. Other targets need nothing from this script.

fn main() {
    println!("cargo:rerun-if-changed=packaging/icons/parlour.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut resource = winresource::WindowsResource::new();
    resource.set_icon("packaging/icons/parlour.ico");
    resource.set("FileDescription", "Parlour: tile and card games");
    resource.set("ProductName", "Parlour");
    if let Err(error) = resource.compile() {
        // A missing resource compiler must not stop the build: the game runs the same, with
        // the system's default icon in Explorer.
        println!("cargo:warning=no icon in the executable: {error}");
    }
}
