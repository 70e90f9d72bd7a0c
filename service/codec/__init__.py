"""Proto <-> domain conversion.  No rules here: only field-by-field translation."""
