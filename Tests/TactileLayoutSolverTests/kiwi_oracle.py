#!/usr/bin/env python3
"""Solves a batch of constraint systems with kiwisolver, the oracle of TactileLayoutSolverTests.

Reads JSON from standard input: {"systems": [{"variables": N, "operations": [...]}, ...]}, each operation one of
  {"op": "add", "id": I, "terms": [[variable, coefficient], ...], "constant": K, "relation": "==" | "<=" | ">=",
   "priority": P, "weight": W}                        the constraint  Σ coefficient × variable + K  relation  0
  {"op": "remove", "id": I}
  {"op": "setConstant", "id": I, "constant": K}      done as kiwi can: the constraint removed and added anew
  {"op": "addEdit", "variable": V, "priority": P, "weight": W}
  {"op": "suggest", "variable": V, "value": X}
  {"op": "removeEdit", "variable": V}
and prints {"results": [{"values": [...], "rejected": [operation index, ...]}, ...]}: each variable's value after
the last operation, and the operations kiwi refused as unsatisfiable (required constraints that contradict others).

Constraints and edit variables are only ever added to a kiwi solver: a removal, a change of constant, or a refusal
(an unsatisfiable required constraint) builds a new solver from what is left. kiwi 1.4 and 1.5 can end in an internal
error ("The objective is unbounded", which aborts the process) after some removals, and the state kiwi is left in
after a refusal is not documented; the oracle needs neither, since only the final solution and the refusals are
compared, and a fresh solver decides both.

Priorities are UIKit's: 1000 is kiwi's required strength; 750, 500 and 250 become 1e8, 1e4 and 1 times the weight,
far enough apart that, for the small coefficients the tests generate, no number of weaker errors outweighs a
stronger one (the Swift solver orders priorities strictly).
"""

import json
import sys

import kiwisolver as kiwi

BASES = {750.0: 1e8, 500.0: 1e4, 250.0: 1.0}


def strength(priority, weight):
    if priority >= 1000:
        return kiwi.strength.required
    return BASES[float(priority)] * weight


def solve(system):
    variables = [kiwi.Variable(f"v{i}") for i in range(system["variables"])]
    specs = {}  # id -> the add operation, its constant as it is now
    held = {}  # id -> kiwi constraint in the solver
    edits = {}  # variable -> strength
    suggestions = {}  # variable -> value
    rejected = []

    def make(spec):
        terms = [kiwi.Term(variables[v], c) for v, c in spec["terms"]]
        return kiwi.Constraint(kiwi.Expression(terms, spec["constant"]), spec["relation"],
                               strength(spec["priority"], spec["weight"]))

    def rebuild():
        solver = kiwi.Solver()
        for constraint in held.values():
            solver.addConstraint(constraint)
        for v, s in edits.items():
            solver.addEditVariable(variables[v], s)
        for v, x in suggestions.items():
            solver.suggestValue(variables[v], x)
        return solver

    solver = kiwi.Solver()
    for index, op in enumerate(system["operations"]):
        kind = op["op"]
        if kind == "add":
            spec = dict(op)
            constraint = make(spec)
            try:
                solver.addConstraint(constraint)
                specs[op["id"]] = spec
                held[op["id"]] = constraint
            except kiwi.UnsatisfiableConstraint:
                rejected.append(index)
                solver = rebuild()
        elif kind == "remove":
            if op["id"] in held:
                held.pop(op["id"])
                specs.pop(op["id"])
                solver = rebuild()
        elif kind == "setConstant":
            if op["id"] in held:
                old = held[op["id"]]
                spec = dict(specs[op["id"]], constant=op["constant"])
                held[op["id"]] = make(spec)
                try:
                    solver = rebuild()
                    specs[op["id"]] = spec
                except kiwi.UnsatisfiableConstraint:
                    rejected.append(index)
                    held[op["id"]] = old
                    solver = rebuild()
        elif kind == "addEdit":
            s = strength(op["priority"], op["weight"])
            solver.addEditVariable(variables[op["variable"]], s)
            edits[op["variable"]] = s
        elif kind == "suggest":
            solver.suggestValue(variables[op["variable"]], op["value"])
            suggestions[op["variable"]] = op["value"]
        elif kind == "removeEdit":
            edits.pop(op["variable"])
            suggestions.pop(op["variable"], None)
            solver = rebuild()
        else:
            raise ValueError(f"unknown operation {kind!r} at {index}")
    solver.updateVariables()
    return {"values": [v.value() for v in variables], "rejected": rejected}


def main():
    batch = json.load(sys.stdin)
    json.dump({"results": [solve(system) for system in batch["systems"]]}, sys.stdout)


if __name__ == "__main__":
    main()
