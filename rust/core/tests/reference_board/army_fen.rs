//! Our one-line FEN of the army games as the references read and write it
//! (docs/notation.md, docs/notation-multi-draft.md), written from the notation, not
//! from the engine: the board from the top rank down (`*` a grid square that is no
//! square, `~` after a promoted piece), then the fields every such FEN shares — to
//! move, armies, points, kings taken, halfmove, ply, dice, castling — and whatever
//! the game adds after them.

#![allow(dead_code)]

/// A piece as the board field writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub army: usize,
    pub kind: char,
    pub promoted: bool,
}

/// The board's grid of names: `width` files from a, `height` ranks from 1, and
/// which (file, rank) of it, counted from 0, are squares.
pub struct Grid<'a> {
    pub width: i32,
    pub height: i32,
    pub exists: &'a dyn Fn(i32, i32) -> bool,
}

fn grid_name(file: i32, rank: i32) -> String {
    format!("{}{}", char::from(b'a' + file as u8), rank + 1)
}

impl Grid<'_> {
    /// The board field; `at` gives the piece on a square.
    pub fn write(&self, armies: &[char], at: impl Fn(i32, i32) -> Option<Placed>) -> String {
        let mut rows = Vec::new();
        for rank in (0..self.height).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..self.width {
                let square = (self.exists)(file, rank);
                let piece = if square { at(file, rank) } else { None };
                if square && piece.is_none() {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    row += &empty.to_string();
                    empty = 0;
                }
                match piece {
                    Some(p) => {
                        row.push(armies[p.army]);
                        row.push(p.kind);
                        if p.promoted {
                            row.push('~');
                        }
                    }
                    None => row.push('*'),
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        rows.join("/")
    }

    /// Reads the board field: the pieces by (file, rank), or an error naming it.
    pub fn read(&self, text: &str, armies: &[char]) -> Result<Vec<(i32, i32, Placed)>, String> {
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != self.height as usize {
            return Err(format!("board: {} ranks, not {}", self.height, rows.len()));
        }
        let mut pieces = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            let rank = self.height - 1 - i as i32;
            let chars: Vec<char> = row.chars().collect();
            let (mut file, mut j) = (0, 0);
            while j < chars.len() {
                let here = (self.exists)(file, rank);
                if chars[j].is_ascii_digit() {
                    let digits: String = chars[j..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .collect();
                    j += digits.len();
                    let run: i32 = digits.parse().map_err(|_| format!("board: {digits}"))?;
                    for k in file..file + run {
                        if !(self.exists)(k, rank) {
                            return Err(format!("board: {} is no square", grid_name(k, rank)));
                        }
                    }
                    file += run;
                } else if chars[j] == '*' {
                    if here {
                        return Err(format!("board: {} is a square", grid_name(file, rank)));
                    }
                    file += 1;
                    j += 1;
                } else {
                    if !here {
                        return Err(format!("board: {} is no square", grid_name(file, rank)));
                    }
                    let army = armies
                        .iter()
                        .position(|&a| a == chars[j])
                        .ok_or(format!("board: army {:?}", chars[j]))?;
                    let kind = *chars.get(j + 1).ok_or("board: a piece letter")?;
                    if !"KQRBNP".contains(kind) {
                        return Err(format!("board: piece {kind:?}"));
                    }
                    let promoted = chars.get(j + 2) == Some(&'~');
                    pieces.push((
                        file,
                        rank,
                        Placed {
                            army,
                            kind,
                            promoted,
                        },
                    ));
                    file += 1;
                    j += if promoted { 3 } else { 2 };
                }
            }
            if file != self.width {
                return Err(format!("board: rank {} has {file} squares", rank + 1));
            }
        }
        Ok(pieces)
    }
}

/// The fields between the board and a game's own last field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Common<const N: usize> {
    pub to_move: usize,
    /// 'L' in play, 'X' out, 'R' resigned.
    pub states: [char; N],
    pub points: [u32; N],
    pub kings_taken: [u32; N],
    pub halfmove: u32,
    pub ply: u32,
    /// Castlings allowed, as king moves, in the game's own order.
    pub castling: Vec<String>,
}

impl<const N: usize> Common<N> {
    /// Fields 1 to 8 of the FEN; `castlings` lists every castling in the order
    /// written.
    pub fn read(fields: &[&str], armies: &[char; N], castlings: &[String]) -> Result<Self, String> {
        let to_move = armies
            .iter()
            .position(|a| a.to_string() == fields[1])
            .ok_or(format!("to move: {:?}", fields[1]))?;
        let states: Vec<char> = fields[2].chars().collect();
        let states: [char; N] = states
            .try_into()
            .map_err(|_| format!("armies: {:?}", fields[2]))?;
        if states.iter().any(|s| !"LXR".contains(*s)) {
            return Err(format!("armies: {:?}", fields[2]));
        }
        let numbers = |field: &str, text: &str| -> Result<[u32; N], String> {
            let values: Vec<u32> = text
                .split(',')
                .map(|t| t.parse().map_err(|_| format!("{field}: {t:?}")))
                .collect::<Result<_, _>>()?;
            values
                .try_into()
                .map_err(|_| format!("{field}: {N} numbers"))
        };
        if fields[7] != "-" {
            return Err("dice: always - here".into());
        }
        let mut castling = Vec::new();
        if fields[8] != "-" {
            let listed: Vec<&str> = fields[8].split(',').collect();
            if let Some(bad) = listed.iter().find(|c| !castlings.iter().any(|n| n == *c)) {
                return Err(format!("castling: {bad:?}"));
            }
            castling = castlings
                .iter()
                .filter(|n| listed.contains(&n.as_str()))
                .cloned()
                .collect();
        }
        Ok(Common {
            to_move,
            states,
            points: numbers("points", fields[3])?,
            kings_taken: numbers("kings taken", fields[4])?,
            halfmove: fields[5].parse().map_err(|_| "halfmove")?,
            ply: fields[6].parse().map_err(|_| "ply")?,
            castling,
        })
    }

    /// The fields as the FEN writes them, space separated.
    pub fn write(&self, armies: &[char; N]) -> String {
        let list = |v: &[u32; N]| v.map(|x| x.to_string()).join(",");
        let castling = match self.castling.is_empty() {
            true => "-".to_string(),
            false => self.castling.join(","),
        };
        format!(
            "{} {} {} {} {} {} - {castling}",
            armies[self.to_move],
            self.states.iter().collect::<String>(),
            list(&self.points),
            list(&self.kings_taken),
            self.halfmove,
            self.ply,
        )
    }
}
