# solitaire: zh-Hant
