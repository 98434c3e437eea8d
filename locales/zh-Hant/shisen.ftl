# shisen: zh-Hant
