class_name Failures
extends RefCounted
## What went wrong, told in the player's language: the engine reports a kind of
## failure (`GameSession.last_error_kind`, `raja_core::Error::kind`) and a
## detail in English for the log (`last_error`). The screen shows the kind's
## text; the detail goes to the log, where a bug report finds it.

const TEXTS := {
	"unknown-game": "This game is not known to this version of the app.",
	"bad-game-data": "The game's description is damaged.",
	"bad-fen": "The position could not be read.",
	"illegal-move": "That move is not allowed.",
	"game-over": "The game is over.",
	"nothing-to-undo": "There is no move to take back.",
	"bad-army": "That player is not in the game.",
	"bad-save": "The file is damaged or comes from another version of the app.",
	"io": "The file could not be read or written.",
	"bad-pgn": "The record could not be read.",
	"bad-option": "That game option is not available.",
	"": "Something went wrong.",  # any other kind: the binding's own "bad-input", one added later
}


## The text for the last failure of `session`; its detail goes to the log.
static func of(session: Node) -> String:
	return text(session.last_error_kind, session.last_error)


## The text for a failure of `kind`; `detail` goes to the log.
static func text(kind: String, detail: String) -> String:
	if detail != "":
		print("raja: %s (%s)" % [detail, kind])
	return TranslationServer.translate(TEXTS.get(kind, TEXTS[""]))
