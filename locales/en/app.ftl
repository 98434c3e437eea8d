# app: en

## Settings
settings-language = Language
