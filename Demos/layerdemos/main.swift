print("layerdemos")
