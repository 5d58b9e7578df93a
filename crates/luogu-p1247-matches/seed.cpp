// From the seed write-up "博弈论 get ！" (personal notes), section 进阶: ../shared/seeds/003_3370cd6139e6f1a0.txt. Changes to compile with g++ -O2: the #include, `using namespace std;` and the global declarations `int n, ans, a[500005];` (the write-up omits them).
#include <bits/stdc++.h>
using namespace std;
int n, ans, a[500005];

int main(void)
{
    cin >> n;
    for(int i=1;i<=n;i++)
    {
        cin >> a[i];
        ans ^= a[i];
    }
    if(!ans)
    {
        cout << "lose";
        return 0;
    }
    for(int i=1;i<=n;i++)
        if((ans^a[i]) < a[i])
        {
            cout << a[i]-(ans^a[i]) << " " << i << endl;
            a[i] = ans^a[i];
            break;
        }
    for(int i=1;i<=n;i++)
        cout << a[i] << " ";
    return 0;
}
