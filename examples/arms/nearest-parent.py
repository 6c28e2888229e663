#!/usr/bin/env python3
"""How far each individual of a kept generation is from its nearest member of the generation before.

    examples/arms/nearest-parent.py RUN GENERATION

Prints, in population order (the elites first), each individual's tournament points, the
population index of the nearest individual of GENERATION-1 and the root-mean-square distance
of their weights: an elite trained on moves little, a mutated child far. Reads the two
snapshot files (runs/arms/ARM/generations/generation-NNNNNN.json); both must be kept.
"""
import json
import math
import sys

run, generation = sys.argv[1], int(sys.argv[2])


def population(g):
    with open(f"{run}/generations/generation-{g:06d}.json") as f:
        return json.load(f)["individuals"]


def weights(individual):
    return [w for layer in individual["layers"] for w in layer]


before = [weights(i) for i in population(generation - 1)]
for index, individual in enumerate(population(generation)):
    w = weights(individual)
    distances = [math.sqrt(sum((x - y) ** 2 for x, y in zip(w, b)) / len(w)) for b in before]
    nearest = min(range(len(before)), key=distances.__getitem__)
    print(f"{index:2d} points {individual['points']:3d}  nearest {nearest:2d}  rms {distances[nearest]:.4f}")
