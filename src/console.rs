//! Windows: the game is a GUI program (no console window opens behind it), yet `parlour --help`
//! and the headless commands still print in the terminal they were started from.

/// Joins the console of the process that started Parlour (a terminal), so what the command
/// line prints appears there. Does nothing when there is none (started from Explorer or a
/// shortcut) and on other systems, where programs always keep their terminal.
pub fn attach_to_parent_terminal() {
    #[cfg(windows)]
    {
        use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
        // SAFETY: AttachConsole takes a process id by value and touches no memory of ours; when
        // there is no parent console it fails and we carry on without one.
        #[allow(unsafe_code)]
        unsafe {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}
