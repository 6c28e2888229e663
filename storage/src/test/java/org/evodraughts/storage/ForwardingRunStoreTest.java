package org.evodraughts.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A forwarding store forwards every method of {@link RunStore}, reads after its {@code beforeRead}. */
class ForwardingRunStoreTest {
    @Test
    void everyMethodReachesTheDelegateAndEveryReadComesAfterBeforeRead() throws Exception {
        List<String> calls = new ArrayList<>();
        RunStore delegate = (RunStore) Proxy.newProxyInstance(RunStore.class.getClassLoader(), new Class<?>[] {RunStore.class},
                (proxy, method, args) -> {
                    calls.add(method.getName());
                    return method.getReturnType() == List.class ? List.of()
                            : method.getReturnType() == Optional.class ? Optional.empty() : null;
                });
        RunStore forwarding = new ForwardingRunStore(delegate) {
            @Override
            protected void beforeRead() {
                calls.add("beforeRead");
            }
        };
        List<String> expected = new ArrayList<>();
        for (Method method : RunStore.class.getMethods()) {
            if (Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            Object[] args = Arrays.stream(method.getParameterTypes()).map(t -> t == int.class ? (Object) 0 : null).toArray();
            method.invoke(forwarding, args);
            boolean read = !method.getName().equals("save") && !method.getName().equals("close");
            if (read) {
                expected.add("beforeRead");
            }
            expected.add(method.getName());
        }
        assertEquals(expected, calls);
        assertEquals(13, RunStore.class.getMethods().length, "a new RunStore method needs a forwarding one");
    }
}
