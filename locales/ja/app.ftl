# app: ja

## Settings
settings-language = 言語
