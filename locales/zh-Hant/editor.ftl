# editor: zh-Hant
