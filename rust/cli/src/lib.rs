//! `raja`, the command line of the raja engine, as a library: `main.rs` runs it, and
//! the fuzz targets drive its parts.

pub mod cli;
mod commands;
mod fairy;
mod output;
mod parse_error;
mod position_args;
mod uci_client;
pub mod uci_server;
mod weights_file;
