# app: es

## Settings
settings-language = Idioma
