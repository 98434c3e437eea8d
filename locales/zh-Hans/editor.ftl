# editor: zh-Hans
