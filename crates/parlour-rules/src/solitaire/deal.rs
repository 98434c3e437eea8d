//! Deals that can always be cleared, and a shuffle that stays clearable.
//!
//! A deal is built in two steps. First a geometric clearing order is found: a sequence of pairs
//! of tiles that are free together once the earlier pairs are gone, whatever the faces. Then
//! shuffled pairs of matching faces are laid on those pairs. Replaying the order removes
//! matching free pairs only, so every deal comes with its own solution. The order search is in
//! [`super::clearing`].

use rand::seq::SliceRandom;

pub use super::clearing::clearing_order;
pub use super::deal_error::DealError;
use super::geometry::Geometry;
use super::layout::Layout;
use super::rules::{Move, SolitaireState};
use crate::engine::deal::{DealRng, rng_for};
use crate::engine::tile::Face;

/// A dealt board and a way to clear it.
#[derive(Clone, Debug, PartialEq)]
pub struct Deal {
    /// The board as dealt.
    pub state: SolitaireState,
    /// Pairs of tile indices in a removal order that clears the board.
    pub solution: Vec<(usize, usize)>,
}

/// The RNG stream of a layout's deals.
fn deal_rng(layout_name: &str, deal_no: u64) -> DealRng {
    rng_for(&format!("solitaire/{layout_name}"), deal_no)
}

/// Deals deal `deal_no` of `layout`: always clearable, and the same for the same number.
pub fn deal(layout: &Layout, deal_no: u64) -> Result<Deal, DealError> {
    let n = check_count(layout.tiles.len())?;
    let geometry = std::sync::Arc::new(Geometry::new(layout.clone()));
    let mut rng = deal_rng(&layout.name, deal_no);
    let order = clearing_order(&geometry, &vec![false; n], &mut rng)?;
    let face_pairs = face_pairs(n, &mut rng);
    let Some(&(filler, _)) = face_pairs.first() else {
        return Err(DealError::Empty);
    };
    let mut faces = vec![filler; n];
    for (&(a, b), &(fa, fb)) in order.iter().zip(&face_pairs) {
        faces[a] = fa;
        faces[b] = fb;
    }
    Ok(Deal {
        state: SolitaireState::from_geometry(geometry, faces, deal_no),
        solution: order,
    })
}

/// A board with plainly random faces (not necessarily clearable), for testing solvers.
pub fn random_deal(layout: &Layout, deal_no: u64) -> Result<SolitaireState, DealError> {
    let n = check_count(layout.tiles.len())?;
    let mut rng = rng_for(&format!("solitaire-random/{}", layout.name), deal_no);
    let mut faces: Vec<Face> = face_pairs(n, &mut rng)
        .into_iter()
        .flat_map(|(a, b)| [a, b])
        .collect();
    faces.shuffle(&mut rng);
    Ok(SolitaireState::new(layout.clone(), faces, deal_no))
}

fn check_count(n: usize) -> Result<usize, DealError> {
    if n == 0 {
        Err(DealError::Empty)
    } else if n % 2 == 1 {
        Err(DealError::OddTileCount(n))
    } else {
        Ok(n)
    }
}

/// The 36 matching groups of a full set, each as its four faces: the 34 standard faces four
/// times each, the four flowers and the four seasons.
fn full_groups() -> Vec<[Face; 4]> {
    let mut groups: Vec<[Face; 4]> = Face::all()
        .take(Face::STANDARD)
        .map(|f| [f, f, f, f])
        .collect();
    let bonus: Vec<Face> = Face::all().skip(Face::STANDARD).collect();
    for chunk in bonus.chunks_exact(4) {
        groups.push([chunk[0], chunk[1], chunk[2], chunk[3]]);
    }
    groups
}

/// `n / 2` pairs of matching faces in random order, made of complete matching groups: whole
/// sets of 144 first, then randomly chosen groups of four, then (if `n` is not a multiple of
/// four) one pair of a standard face.
fn face_pairs(n: usize, rng: &mut DealRng) -> Vec<(Face, Face)> {
    let full = full_groups();
    let mut groups: Vec<[Face; 4]> = Vec::new();
    for _ in 0..n / (4 * full.len()) {
        groups.extend(full.iter().copied());
    }
    let mut rest = full.clone();
    rest.shuffle(rng);
    let extra = (n % (4 * full.len())) / 4;
    groups.extend(rest.iter().take(extra).copied());
    let mut pairs: Vec<(Face, Face)> = Vec::new();
    for mut group in groups {
        group.shuffle(rng);
        pairs.push((group[0], group[1]));
        pairs.push((group[2], group[3]));
    }
    if n % 4 == 2 {
        // Prefer a standard face not used yet, so the odd pair does not make a group of six.
        let pick = rest
            .iter()
            .skip(extra)
            .find(|g| g[0] == g[1])
            .or_else(|| rest.iter().find(|g| g[0] == g[1]));
        if let Some(group) = pick {
            pairs.push((group[0], group[1]));
        }
    }
    pairs.shuffle(rng);
    pairs
}

/// Re-deals the faces of the tiles still on the board into an arrangement that can be cleared.
/// The result is a [`Move::Shuffle`] to push through the history, and a way to clear the new
/// arrangement. The same position and shuffle count always give the same shuffle.
pub fn shuffle(state: &SolitaireState) -> Result<(Move, Vec<(usize, usize)>), DealError> {
    let name = &state.layout().name;
    let mut rng = rng_for(
        &format!("solitaire/{name}/shuffle/{}", state.shuffles()),
        state.deal_no(),
    );
    let order = clearing_order(state.geometry(), state.removed(), &mut rng)?;
    // Pair up the remaining faces within each matching group.
    let mut by_group: Vec<Vec<Face>> = vec![Vec::new(); 64];
    for (i, face) in state.faces().iter().enumerate() {
        if state.is_present(i) {
            let g = usize::from(face.solitaire_group());
            if let Some(list) = by_group.get_mut(g) {
                list.push(*face);
            }
        }
    }
    let mut pairs: Vec<(Face, Face)> = Vec::new();
    for mut list in by_group {
        if list.len() % 2 == 1 {
            return Err(DealError::UnpairedFace);
        }
        list.shuffle(&mut rng);
        pairs.extend(list.chunks_exact(2).map(|c| (c[0], c[1])));
    }
    pairs.shuffle(&mut rng);
    let mut faces = state.faces().to_vec();
    for (&(a, b), &(fa, fb)) in order.iter().zip(&pairs) {
        faces[a] = fa;
        faces[b] = fb;
    }
    Ok((Move::Shuffle { faces }, order))
}
