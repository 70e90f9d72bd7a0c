"""Shared game mechanics written once: trick taking, bidding ladders, and the like."""
