//! Helpers for the Seasons tests.

#![allow(dead_code)]

pub mod reference;
