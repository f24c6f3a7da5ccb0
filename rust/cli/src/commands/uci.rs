//! `raja uci [--variant NAME]`: the engine as a UCI engine on stdin and stdout
//! (`uci_server`, docs/uci.md).

use anyhow::{Result, anyhow};
use clap::Args;
use clap::builder::PossibleValuesParser;

use crate::uci_server::{self, Output, VARIANTS};

/// Speak UCI on stdin and stdout, for GUIs and match runners
#[derive(Args, Debug)]
pub struct Uci {
    /// The variant at the start (UCI_Variant); fourplayer-teams and
    /// fourplayer-ffa speak 4pchess's dialect
    #[arg(long, default_value = "chess", value_parser = variant_names())]
    variant: String,
}

fn variant_names() -> PossibleValuesParser {
    PossibleValuesParser::new(VARIANTS.iter().map(|v| v.name))
}

impl Uci {
    pub fn run(&self) -> Result<()> {
        let input = std::io::stdin().lock();
        uci_server::serve(input, Output::stdout(), &self.variant).map_err(|e| anyhow!(e))
    }
}
