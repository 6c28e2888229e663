package org.evodraughts.cli.spec;

import java.lang.reflect.Field;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;

/** Picocli's access to one field of one object, as its annotation reader binds an annotated field. */
final class FieldAccess implements IGetter, ISetter {
    private final Object owner;
    private final Field field;

    FieldAccess(Object owner, Field field) {
        this.owner = owner;
        this.field = field;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T get() throws IllegalAccessException {
        return (T) field.get(owner);
    }

    @Override
    public <T> T set(T value) throws IllegalAccessException {
        T old = get();
        field.set(owner, value);
        return old;
    }

    @Override
    public String toString() {
        return "FieldAccess(" + field.getType().getName() + " " + field.getDeclaringClass().getName() + "." + field.getName() + ")";
    }
}
