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
    /// Play with these positional weights (RON, as `raja tune` writes them)
    #[arg(long, value_name = "FILE")]
    weights: Option<String>,
}

fn variant_names() -> PossibleValuesParser {
    PossibleValuesParser::new(VARIANTS.iter().map(|v| v.name))
}

impl Uci {
    pub fn run(&self) -> Result<()> {
        let positional = self
            .weights
            .as_deref()
            .map(crate::weights_file::read)
            .transpose()?;
        let input = std::io::stdin().lock();
        uci_server::serve(input, Output::stdout(), &self.variant, positional)
            .map_err(|e| anyhow!(e))
    }
}
