"""Reusable widgets of the table: one widget per module."""
