package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.List;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;

/**
 * The {@code network} section: the shape of every individual's network, and whether it may grow.
 * Seed 001's card by default, <91,40,10,1> on the sub-square sums, never growing; other shapes
 * and growth are options beside it (docs/network.md, "Shapes"; docs/evolution.md, "Growth").
 *
 * @param inputs    what the first layer reads: {@code subsquares} (the card's 91 sums),
 *                  {@code pieces} (120, one per piece kind and square) or {@code both} (211)
 * @param hidden    the hidden layers' widths at the start, first layer first (1–4 layers of 1–1024 units)
 * @param growth    the share of mutated children whose network first widens by a step, keeping what it
 *                  computes (0–1; 0: off, every network keeps {@code hidden})
 * @param maxHidden the widths a network may grow to: as many layers as {@code hidden}, none narrower
 *                  (empty: {@code hidden}, no room to grow)
 */
public record NetworkConfig(String inputs, List<Integer> hidden, double growth, List<Integer> maxHidden) {
    /** The card's network, never growing. */
    public static final NetworkConfig CARD = of(NetworkShape.CARD);

    public NetworkConfig {
        NetworkShape shape;
        try {
            shape = NetworkShape.of(NetworkInputs.ofKey(inputs), hidden);
        } catch (IllegalArgumentException e) {
            String key = e.getMessage().contains("kind of inputs") ? "network.inputs" : "network.hidden";
            throw new IllegalArgumentException(key + ": " + e.getMessage());
        }
        hidden = List.copyOf(hidden);
        maxHidden = List.copyOf(maxHidden);
        if (!(growth >= 0 && growth <= 1)) {
            throw new IllegalArgumentException("network.growth must be 0–1, got " + growth);
        }
        if (!maxHidden.isEmpty()) {
            NetworkShape largest;
            try {
                largest = NetworkShape.of(shape.inputs(), maxHidden);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("network.maxHidden: " + e.getMessage());
            }
            if (!shape.growsInto(largest)) {
                throw new IllegalArgumentException("network.maxHidden must have as many layers as network.hidden " + hidden
                        + ", none narrower, got " + maxHidden);
            }
        }
        if (growth > 0 && (maxHidden.isEmpty() || maxHidden.equals(hidden))) {
            throw new IllegalArgumentException("network.growth needs network.maxHidden wider than network.hidden " + hidden
                    + ": the widths the networks may grow to");
        }
    }

    /** The section that gives {@code shape}, never growing. */
    public static NetworkConfig of(NetworkShape shape) {
        return new NetworkConfig(shape.inputs().key(), shape.hidden(), 0, List.of());
    }

    /** The networks' shape at the start. */
    @JsonIgnore // not a key
    public NetworkShape shape() {
        return NetworkShape.of(NetworkInputs.ofKey(inputs), hidden);
    }

    /** The largest shape a network may grow to: {@link #shape()} itself without room to grow. */
    @JsonIgnore // not a key
    public NetworkShape largest() {
        return maxHidden.isEmpty() ? shape() : NetworkShape.of(NetworkInputs.ofKey(inputs), maxHidden);
    }

    /** Whether networks may grow. */
    @JsonIgnore // not a key
    public boolean grows() {
        return growth > 0;
    }
}
