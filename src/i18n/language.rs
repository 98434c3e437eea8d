//! The languages Parlour speaks, and how an OS locale maps to one.

use serde::{Deserialize, Serialize};

/// A language with a complete catalog under `locales/<code>/`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English (the source catalog).
    #[default]
    English,
    /// Español.
    Spanish,
    /// Français.
    French,
    /// Deutsch.
    German,
    /// 日本語.
    Japanese,
    /// 简体中文.
    SimplifiedChinese,
    /// 繁體中文.
    TraditionalChinese,
}

impl Language {
    /// Every language, in the picker's order.
    pub const ALL: [Language; 7] = [
        Language::English,
        Language::Spanish,
        Language::French,
        Language::German,
        Language::Japanese,
        Language::SimplifiedChinese,
        Language::TraditionalChinese,
    ];

    /// The BCP 47 tag, also the folder of its catalog under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::French => "fr",
            Language::German => "de",
            Language::Japanese => "ja",
            Language::SimplifiedChinese => "zh-Hans",
            Language::TraditionalChinese => "zh-Hant",
        }
    }

    /// The language whose tag is `code` (as [`Language::code`] writes it, in any case), if
    /// Parlour speaks it.
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language's name in its own script, as the picker shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Spanish => "Español",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Japanese => "日本語",
            Language::SimplifiedChinese => "简体中文",
            Language::TraditionalChinese => "繁體中文",
        }
    }

    /// Its index in [`Language::ALL`].
    pub fn index(self) -> usize {
        Language::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }

    /// The language for an OS locale such as `de-AT`, `zh-TW`, `zh_Hant_HK` or `ja_JP.UTF-8`;
    /// English when Parlour does not speak it.
    pub fn from_locale(locale: &str) -> Language {
        let locale = locale
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-");
        let mut parts = locale.split('-').map(str::to_ascii_lowercase);
        let primary = parts.next().unwrap_or_default();
        let rest: Vec<String> = parts.collect();
        let has = |s: &str| rest.iter().any(|p| p == s);
        match primary.as_str() {
            "es" => Language::Spanish,
            "fr" => Language::French,
            "de" => Language::German,
            "ja" => Language::Japanese,
            "zh" if has("hant") || has("tw") || has("hk") || has("mo") => {
                Language::TraditionalChinese
            }
            "zh" => Language::SimplifiedChinese,
            _ => Language::English,
        }
    }

    /// Whether its text needs the CJK fonts.
    pub fn is_cjk(self) -> bool {
        matches!(
            self,
            Language::Japanese | Language::SimplifiedChinese | Language::TraditionalChinese
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn os_locales_map_to_languages() {
        for (locale, language) in [
            ("en-US", Language::English),
            ("de-AT", Language::German),
            ("fr_CA.UTF-8", Language::French),
            ("es-419", Language::Spanish),
            ("ja-JP", Language::Japanese),
            ("zh-CN", Language::SimplifiedChinese),
            ("zh-Hans-SG", Language::SimplifiedChinese),
            ("zh-TW", Language::TraditionalChinese),
            ("zh_HK", Language::TraditionalChinese),
            ("zh-Hant", Language::TraditionalChinese),
            ("ko-KR", Language::English),
            ("", Language::English),
        ] {
            assert_eq!(Language::from_locale(locale), language, "{locale}");
        }
    }
}
