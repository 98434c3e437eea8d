# shisen: zh-Hans
