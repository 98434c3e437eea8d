# shisen: es
