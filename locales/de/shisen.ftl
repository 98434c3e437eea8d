# shisen: de
