# shisen: en
