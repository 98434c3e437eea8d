# app: de

## Settings
settings-language = Sprache
