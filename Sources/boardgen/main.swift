import BoardRender
print("boardgen")
