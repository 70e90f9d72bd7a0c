"""Shared value types of the rules library: cards, decks, seeded shuffling, errors, descriptors."""
