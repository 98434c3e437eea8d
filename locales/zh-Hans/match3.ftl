# match3: zh-Hans
