//! TLS settings for the room server and its clients, on rustls with the ring provider.
//!
//! Certificates and keys come in as PEM bytes: reading files is the caller's job (the app's
//! store, the server's command line), so this crate touches no disk.

use std::sync::Arc;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::rustls::{self, ClientConfig, RootCertStore, ServerConfig};

pub use parlour_proto::client::Roots;

/// Why TLS could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// No certificate could be read from the PEM text.
    #[error("no certificate in {0}")]
    NoCertificate(&'static str),
    /// No private key could be read from the PEM text.
    #[error("no private key in the key file")]
    NoKey,
    /// The system has no trusted roots that rustls can use.
    #[error("the system's trusted certificates could not be loaded")]
    NoSystemRoots,
    /// rustls refused the settings (a key that does not match the certificate, say).
    #[error("{0}")]
    Rustls(#[from] rustls::Error),
}

/// The crypto provider every TLS connection of Parlour uses: ring (the app's HTTP client for
/// sync is given it too, so no second provider is built).
pub fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// The certificates a client trusts for `roots`: the system's, or those of a PEM text.
pub fn root_certificates(roots: &Roots) -> Result<Vec<CertificateDer<'static>>, TlsError> {
    match roots {
        Roots::System => {
            let found = rustls_native_certs::load_native_certs().certs;
            if found.is_empty() {
                return Err(TlsError::NoSystemRoots);
            }
            Ok(found)
        }
        Roots::Pem(pem) => certificates(pem, "the CA file"),
    }
}

fn certificates(pem: &[u8], what: &'static str) -> Result<Vec<CertificateDer<'static>>, TlsError> {
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(pem)
        .filter_map(Result::ok)
        .collect();
    if certs.is_empty() {
        return Err(TlsError::NoCertificate(what));
    }
    Ok(certs)
}

/// A client's TLS settings: the server is verified against `roots` and its name.
pub fn client_config(roots: &Roots) -> Result<Arc<ClientConfig>, TlsError> {
    let mut store = RootCertStore::empty();
    match roots {
        Roots::System => {
            for cert in root_certificates(roots)? {
                // One unusable system certificate must not stop the others.
                let _ = store.add(cert);
            }
            if store.is_empty() {
                return Err(TlsError::NoSystemRoots);
            }
        }
        Roots::Pem(_) => {
            for cert in root_certificates(roots)? {
                store.add(cert)?;
            }
        }
    }
    let config = ClientConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()?
        .with_root_certificates(store)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// A server's TLS settings from its certificate chain and private key (PEM).
pub fn server_config(cert_pem: &[u8], key_pem: &[u8]) -> Result<Arc<ServerConfig>, TlsError> {
    let chain = certificates(cert_pem, "the certificate file")?;
    let key = PrivateKeyDer::from_pem_slice(key_pem).map_err(|_| TlsError::NoKey)?;
    let config = ServerConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()?
        .with_no_client_auth()
        .with_single_cert(chain, key)?;
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_a_clear_error_not_a_panic() {
        assert!(matches!(
            client_config(&Roots::Pem(b"not a certificate".to_vec())),
            Err(TlsError::NoCertificate(_))
        ));
        assert!(matches!(
            server_config(b"", b""),
            Err(TlsError::NoCertificate(_))
        ));
    }
}
