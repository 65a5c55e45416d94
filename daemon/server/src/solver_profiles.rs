//! Solver profiles by name: `solver.profiles_dir` first, then the built-in z3/cvc5/yices ones.
//! Every part of the daemon that turns a configured solver name into a profile goes through here,
//! so a profile added to `profiles_dir` is seen by doctor, replay and the engines alike.

use repaird_config::Config;
use repaird_solvers::Profile;

/// The profile named `name`, or why there is none.
pub fn resolve(config: &Config, name: &str) -> Result<Profile, String> {
    let from_dir = match config.profiles_dir() {
        Some(dir) => Profile::load_dir(&dir)
            .map_err(|e| format!("solver profiles in {}: {e}", dir.display()))?
            .into_iter()
            .find(|p| p.name == name),
        None => None,
    };
    from_dir
        .or_else(|| Profile::builtin(name))
        .ok_or_else(|| format!("no solver profile named `{name}`"))
}

/// The profile of every solver the configured backend uses (the portfolio members, or the one
/// backend), each with its name.
pub fn configured(config: &Config) -> Vec<(String, Result<Profile, String>)> {
    config
        .solver_names()
        .into_iter()
        .map(|name| {
            let profile = resolve(config, &name);
            (name, profile)
        })
        .collect()
}
