//! `raja`: the command line of the raja engine (`cli` has its grammar).

fn main() -> std::process::ExitCode {
    raja::cli::run()
}
