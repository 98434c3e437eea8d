# app: zh-Hant

## Settings
settings-language = 語言
