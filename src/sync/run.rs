//! A sync from start to end, for the command line and the app alike: pull the server's
//! document, check it with the bundle's strict loaders, merge, write this device's files, push
//! the result with the revision merged against, and on `412` (another device pushed first) do it
//! again, a few times. The link's bases are written after the local files, so a sync stopped at
//! any point leaves nothing that reads as unchanged when it was not.

use super::client::{Client, SyncError, Transport};
use super::code::SyncCode;
use super::conflicts;
use super::link::{self, Link, TlsMode};
use super::local;
use super::merge;
use crate::bundle;
use crate::game_id::GameId;
use crate::platform::http_common::Roots;
use crate::store::{Store, file};

/// How many times a push is tried when other devices keep pushing first.
pub const ATTEMPTS: usize = 4;

/// The largest CA file read, in bytes.
const MAX_CA_FILE: u64 = 1024 * 1024;

/// What a sync did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    /// The server's revision now.
    pub revision: u64,
    /// Games in progress that came from the other devices.
    pub taken: Vec<GameId>,
    /// Games in progress removed here (finished or dropped on another device).
    pub removed: Vec<GameId>,
    /// Layouts that came in.
    pub layouts: usize,
    /// Games both devices changed, found by this sync.
    pub new_conflicts: Vec<GameId>,
    /// Every game with a conflict waiting for the player's choice.
    pub conflicts: Vec<GameId>,
    /// Parts of the server's document refused by their loaders, each with why.
    pub refused: Vec<String>,
    /// Where the document holding them was kept, if any were refused.
    pub refused_kept: Option<std::path::PathBuf>,
    /// Problems met with this device's files (a damaged file set aside).
    pub problems: Vec<String>,
    /// Games left unsynced because more versions of them wait for a choice than a sync
    /// carries ([`crate::bundle::MAX_OTHER_VERSIONS`] besides one): the player chooses first.
    pub too_many_versions: Vec<GameId>,
    /// Why the code this device replaced could not be revoked yet, if it could not (the link
    /// keeps it and every sync tries again).
    pub retired_kept: Option<String>,
}

/// The certificate authorities to trust for `tls`, reading a CA file through the store.
pub fn roots(tls: &TlsMode) -> Result<Option<Roots>, SyncError> {
    match tls {
        TlsMode::Plain => Ok(None),
        TlsMode::System => Ok(Some(Roots::System)),
        TlsMode::CaFile(path) => file::read_capped(path, MAX_CA_FILE)
            .map(|pem| Some(Roots::Pem(pem)))
            .map_err(|e| SyncError::Local(format!("the CA file {}: {e}", path.display()))),
    }
}

/// Syncs this device (`store`'s folder) both ways with the server `link` names, and records the
/// result in the link file.
pub async fn sync_now(
    store: &mut Store,
    link: &mut Link,
    transport: &dyn Transport,
) -> Result<Outcome, SyncError> {
    let roots = roots(&link.tls)?;
    // Its own copy: the link changes as the sync goes.
    let server = link.server.clone();
    let client = Client {
        server: &server,
        tls: roots.as_ref(),
        transport,
    };
    let dir = store.dir().to_owned();
    let mut outcome = Outcome::default();
    for _ in 0..ATTEMPTS {
        let pulled = client.pull(&link.code).await?;
        let incoming = match &pulled.bytes {
            None => None,
            Some(bytes) => Some(check_document(&dir, bytes, &mut outcome)?),
        };
        // Nothing stored (a new code, or data the server lost): no base holds.
        let bases = if incoming.is_some() {
            link.all_bases()
        } else {
            Default::default()
        };
        let here = local::read(store);
        outcome.problems.extend(store.take_problems());
        let merged = merge::merge(&here, incoming.as_ref(), &bases);
        local::apply(store, &merged).map_err(SyncError::Local)?;
        link.set_bases(merged.settled.clone());
        link::save(&dir, link).map_err(SyncError::Local)?;
        for (game, change) in &merged.saves {
            match change {
                merge::SaveChange::Write(_) => outcome.taken.push(*game),
                merge::SaveChange::Remove => outcome.removed.push(*game),
            }
        }
        outcome
            .too_many_versions
            .clone_from(&merged.too_many_versions);
        outcome.layouts += merged.layouts.len();
        outcome
            .new_conflicts
            .extend(merged.conflicts.iter().copied());
        let bytes = bundle::to_compact_bytes(&merged.push);
        if bytes.len() as u64 > bundle::MAX_BUNDLE_BYTES {
            return Err(SyncError::Refused(format!(
                "this device's data is {} bytes; a sync carries at most {}",
                bytes.len(),
                bundle::MAX_BUNDLE_BYTES
            )));
        }
        match client.push(&link.code, pulled.revision, &bytes).await {
            Ok(revision) => {
                link.revision = revision;
                link.set_bases(merged.bases);
                link.last_sync = Some(crate::platform::clock::unix_seconds());
                link::save(&dir, link).map_err(SyncError::Local)?;
                outcome.revision = revision;
                outcome.conflicts = conflicts::games(&dir);
                outcome.retired_kept = revoke_retired(&client, &dir, link).await?;
                // A retried push merged again: each game named once.
                for games in [
                    &mut outcome.taken,
                    &mut outcome.removed,
                    &mut outcome.new_conflicts,
                ] {
                    games.sort_unstable();
                    games.dedup();
                }
                return Ok(outcome);
            }
            Err(SyncError::Stale(_)) => continue,
            Err(e) => return Err(e),
        }
    }
    Err(SyncError::Local(format!(
        "other devices kept syncing at the same moment; {ATTEMPTS} tries failed, try again"
    )))
}

/// Revokes the code this device replaced, now that the new one holds its data; says why not
/// when the server could not be asked (the link keeps it for the next sync).
async fn revoke_retired(
    client: &Client<'_>,
    dir: &std::path::Path,
    link: &mut Link,
) -> Result<Option<String>, SyncError> {
    let Some(old) = link.retired.clone() else {
        return Ok(None);
    };
    match client.revoke(&old).await {
        // Unknown: revoked or expired already.
        Ok(()) | Err(SyncError::UnknownCode) => {
            link.retired = None;
            link::save(dir, link).map_err(SyncError::Local)?;
            Ok(None)
        }
        Err(e) => Ok(Some(e.to_string())),
    }
}

/// Reads a pulled document with the bundle's strict loaders. A document refused whole is kept
/// aside and fails the sync; one with refused parts is kept aside too, and its parts named.
fn check_document(
    dir: &std::path::Path,
    bytes: &[u8],
    outcome: &mut Outcome,
) -> Result<bundle::Incoming, SyncError> {
    match bundle::read(bytes) {
        Ok(incoming) => {
            if !incoming.refused.is_empty() {
                outcome.refused.clone_from(&incoming.refused);
                outcome.refused_kept = local::keep_refused(dir, bytes).ok();
            }
            Ok(incoming)
        }
        Err(reason) => {
            let kept = match local::keep_refused(dir, bytes) {
                Ok(at) => format!("kept as {}", at.display()),
                Err(e) => format!("could not be kept: {e}"),
            };
            Err(SyncError::DocumentRefused { reason, kept })
        }
    }
}

/// Links this device to a new code from `server` and uploads its data.
pub async fn create(
    store: &mut Store,
    server: &str,
    tls: TlsMode,
    transport: &dyn Transport,
) -> Result<(Link, Outcome), SyncError> {
    link::check_server(server).map_err(SyncError::Local)?;
    let roots = roots(&tls)?;
    let code = Client {
        server,
        tls: roots.as_ref(),
        transport,
    }
    .new_code()
    .await?;
    let mut link = Link::new(server.to_owned(), tls, code);
    let outcome = sync_now(store, &mut link, transport).await?;
    Ok((link, outcome))
}

/// Links this device to an existing `code` and syncs. Nothing is kept when the server does
/// not know the code.
pub async fn join(
    store: &mut Store,
    server: &str,
    tls: TlsMode,
    code: SyncCode,
    transport: &dyn Transport,
) -> Result<(Link, Outcome), SyncError> {
    link::check_server(server).map_err(SyncError::Local)?;
    let mut link = Link::new(server.to_owned(), tls, code);
    let outcome = sync_now(store, &mut link, transport).await?;
    Ok((link, outcome))
}

/// Gives a linked device a new code on the same server, for all the player's devices (the old
/// one was lost or seen by someone): a sync with the old code first, so what the other devices
/// pushed comes in; then a new code, this device's data pushed to it, and the old code
/// revoked, so that it stops working. The other devices must enter the new code. When the old
/// code cannot be revoked now, the new link keeps it and each sync tries again
/// ([`Outcome::retired_kept`] says why).
pub async fn replace(
    store: &mut Store,
    link: &Link,
    transport: &dyn Transport,
) -> Result<(Link, Outcome), SyncError> {
    let mut old = link.clone();
    sync_now(store, &mut old, transport).await?;
    let roots = roots(&old.tls)?;
    let code = Client {
        server: &old.server,
        tls: roots.as_ref(),
        transport,
    }
    .new_code()
    .await?;
    let mut new = Link::new(old.server.clone(), old.tls.clone(), code);
    new.retired = Some(old.code.clone());
    let outcome = sync_now(store, &mut new, transport).await?;
    Ok((new, outcome))
}

/// Deletes the code's data on the server, then unlinks this device.
pub async fn revoke(
    store: &Store,
    link: &Link,
    transport: &dyn Transport,
) -> Result<(), SyncError> {
    let roots = roots(&link.tls)?;
    Client {
        server: &link.server,
        tls: roots.as_ref(),
        transport,
    }
    .revoke(&link.code)
    .await?;
    link::forget(store.dir()).map_err(SyncError::Local)
}

#[cfg(test)]
#[path = "run_tests.rs"]
mod tests;
