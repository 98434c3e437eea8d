# app: fr

## Settings
settings-language = Langue
