print("layerbench")
