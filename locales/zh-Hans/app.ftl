# app: zh-Hans

## Settings
settings-language = 语言
