package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.List;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;

/**
 * The {@code network} section: the shape of every individual's network. Seed 001's card by
 * default, <91,40,10,1> on the sub-square sums; other shapes are options beside it
 * (docs/network.md, "Shapes").
 *
 * @param inputs what the first layer reads: {@code subsquares} (the card's 91 sums),
 *               {@code pieces} (120, one per piece kind and square) or {@code both} (211)
 * @param hidden the hidden layers' widths, first layer first (1–4 layers of 1–1024 units)
 */
public record NetworkConfig(String inputs, List<Integer> hidden) {
    /** The card's network. */
    public static final NetworkConfig CARD = of(NetworkShape.CARD);

    public NetworkConfig {
        try {
            NetworkShape.of(NetworkInputs.ofKey(inputs), hidden);
        } catch (IllegalArgumentException e) {
            String key = e.getMessage().contains("kind of inputs") ? "network.inputs" : "network.hidden";
            throw new IllegalArgumentException(key + ": " + e.getMessage());
        }
        hidden = List.copyOf(hidden);
    }

    /** The section that gives {@code shape}. */
    public static NetworkConfig of(NetworkShape shape) {
        return new NetworkConfig(shape.inputs().key(), shape.hidden());
    }

    /** The networks' shape. */
    @JsonIgnore // not a key
    public NetworkShape shape() {
        return NetworkShape.of(NetworkInputs.ofKey(inputs), hidden);
    }
}
