@tool
extends EditorPlugin
## Editor side of the Raja addon. The Rust classes register themselves through the
## GDExtension; this plugin checks that the library loaded and tells the designer
## how to build it when it did not.


func _enter_tree() -> void:
	if not ClassDB.class_exists(&"RajaEngine"):
		push_warning("Raja: the Rust library is not built. Run tools/build-extension, then reload the project.")
