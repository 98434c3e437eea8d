//! Computer players' levels as the command line writes them (`selfplay`, `host`, `connect`).

use parlour_rules::mahjong::bot::Difficulty;

/// A computer player's level as the command line writes it.
pub fn parse_level(word: &str) -> Result<Difficulty, String> {
    match word.trim() {
        "easy" => Ok(Difficulty::Easy),
        "medium" => Ok(Difficulty::Medium),
        "hard" => Ok(Difficulty::Hard),
        other => Err(format!("'{other}' is not easy, medium or hard")),
    }
}

/// Four levels, one a seat, as `--levels` writes them (`hard,medium,medium,easy`).
pub fn parse_levels(text: &str) -> Result<[Difficulty; 4], Box<dyn std::error::Error>> {
    let levels: Vec<Difficulty> = text
        .split(',')
        .map(|word| parse_level(word).map_err(|e| format!("--levels: {e}")))
        .collect::<Result<_, _>>()?;
    levels.try_into().map_err(|_| {
        "--levels: give four levels, one per seat, like hard,medium,medium,easy".into()
    })
}
